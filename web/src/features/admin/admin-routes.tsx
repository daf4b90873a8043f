/**
 * The admin area's guard and routes (spec §2). It receives every non-public path: while the
 * sign-in state is unknown it shows the spinner; without a signed-in administrator it sends the
 * visitor to /login; otherwise the admin screens. Edit and create routes are generated from the
 * declarations, so a new collection gets its screens without touching this file.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { COLLECTION_NAMES, getCollection } from '@model';
import { ADMIN_PATHS, PUBLIC_PATHS } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-context';
import { Spinner } from '@/components/spinner';
import { AdminHomePage } from './pages/admin-home-page';
import { AdminsPage } from './pages/admins-page';
import { CreatePage } from './pages/create-page';
import { EditPage } from './pages/edit-page';
import { editPattern } from './admin-loader';
import { TrashPage } from './trash/trash-page';

/** Route patterns from ADMIN_PATHS (the one place paths are spelled), relative to the `*` parent. */
const relative = (path: string) => path.replace(/^\//, '');

export function AdminRoutes() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner />;
  if (state.status !== 'admin') return <Navigate to={PUBLIC_PATHS.login} replace />;
  return (
    <Routes>
      <Route path={relative(ADMIN_PATHS.home)} element={<AdminHomePage />} />
      <Route path={relative(ADMIN_PATHS.trash)} element={<TrashPage />} />
      <Route path={relative(ADMIN_PATHS.admins)} element={<AdminsPage />} />
      {COLLECTION_NAMES.map((name) => (
        <Route
          key={`edit-${name}`}
          path={relative(editPattern(name))}
          element={<EditPage collection={name} />}
        />
      ))}
      {COLLECTION_NAMES.filter((name) => getCollection(name).canCreate).map((name) => (
        <Route
          key={`create-${name}`}
          path={relative(ADMIN_PATHS.create(name))}
          element={<CreatePage collection={name} />}
        />
      ))}
      <Route path="*" element={<Navigate to={ADMIN_PATHS.home} replace />} />
    </Routes>
  );
}
