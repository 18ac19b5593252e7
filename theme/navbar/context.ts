import { createRequiredContext } from '@/theme/hooks/required-context'

export interface NavbarState {
  /** Whether the mobile side menu is open. */
  mobileMenuOpen: boolean
  setMobileMenuOpen: (open: boolean) => void
}

export const [NavbarProvider, useNavbar] = createRequiredContext<NavbarState>('NavbarProvider', 'useNavbar')
