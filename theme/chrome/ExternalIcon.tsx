/** The mark of a link that opens in a new tab (navbar, footer, feedback); decorative, so the link says it in words. */
export function ExternalIcon() {
  return (
    <svg className="vnv-external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  )
}
