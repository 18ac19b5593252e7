import type { BundledTheme, ShikiTransformer } from 'shiki'

export type CodePalette = Record<'light' | 'dark', { text: string; tokens: string[] }>
export declare const CODE_THEMES: { light: BundledTheme; dark: BundledTheme }
export declare function codePalette(themes?: Record<'light' | 'dark', BundledTheme>): Promise<CodePalette>
export declare function tokenClass(mode: 'light' | 'dark', colour: string): string
export declare function tokenColourClasses(palette: CodePalette): ShikiTransformer
export declare function paletteCss(palette: CodePalette, header: string): string
