/**
 * The GOV.CO mark of the top bar and the footer, drawn inline (no request, nothing for the CSP
 * to allow): a round seal and the portal's name, in the colour of the text around it.
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
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 4.5a5.5 5.5 0 1 0 5.2 7.3h-2.4a3.3 3.3 0 1 1 0-3.6h2.4A5.5 5.5 0 0 0 10 4.5z" />
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
