/** AuthProvider follows the service: loading first, then whatever the service reports. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';
import type { AuthService, AuthState } from './auth-service';

function Show() {
  return <p>{useAuth().state.status}</p>;
}

describe('AuthProvider', () => {
  it('starts unknown, follows the service and unsubscribes on unmount', () => {
    let push: (s: AuthState) => void = () => {};
    const unsubscribe = vi.fn();
    const service: AuthService = {
      subscribe: vi.fn((listener) => {
        push = listener;
        return unsubscribe;
      }),
      signIn: vi.fn(),
      signOut: vi.fn(),
      sendPasswordReset: vi.fn(),
      checkResetCode: vi.fn(),
      confirmReset: vi.fn(),
    };
    const view = render(
      <AuthProvider service={service}>
        <Show />
      </AuthProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    act(() =>
      push({ status: 'admin', user: { uid: 'u', email: null, getIdToken: async () => 't' }, role: 'admin' }),
    );
    expect(screen.getByText('admin')).toBeTruthy();
    act(() => push({ status: 'signed-out' }));
    expect(screen.getByText('signed-out')).toBeTruthy();
    view.unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
