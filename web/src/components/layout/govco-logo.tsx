/**
 * The GOV.CO mark of the top bar and the footer, drawn inline (no request, nothing for the CSP
 * to allow): a round seal in the flag's colours and the portal's name, in the colour of the text
 * around it.
 */

export function GovcoLogo({ height = 20 }: { height?: number }) {
  return (
    <svg
      width={Math.round(height * 4.6)}
      height={height}
      viewBox="0 0 92 20"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <path d="M1.5 10A8.5 8.5 0 0 1 18.5 10Z" fill="#fcd116" />
      <path d="M1.5 10H18.5A8.5 8.5 0 0 1 16.87 15H3.13A8.5 8.5 0 0 1 1.5 10Z" fill="#003893" />
      <path d="M3.13 15H16.87A8.5 8.5 0 0 1 3.13 15Z" fill="#ce1126" />
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="#fff" strokeWidth="1.5" />
      <text
        x="24"
        y="15.5"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="15"
        fontWeight="700"
        letterSpacing="0.5"
      >
        GOV.CO
      </text>
    </svg>
  );
}
