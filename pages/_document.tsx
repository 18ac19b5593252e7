import { Head, Html, Main, NextScript } from 'next/document'
import { announcementBarInitScript } from '@/theme/chrome/AnnouncementBar'
import { siteConfig } from '@/generated/config/site'
import { colorModeInitScript } from '@/theme/color-mode/color-mode'
import { STATIC_PAGE_CSS } from '@/theme/chrome/no-script'

export default function Document() {
  const { defaultLocale, localeConfigs } = siteConfig.i18n
  const locale = localeConfigs[defaultLocale]
  return (
    <Html lang={locale.htmlLang} dir={locale.direction}>
      <Head>
        <style media="print" dangerouslySetInnerHTML={{ __html: STATIC_PAGE_CSS }} />
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: STATIC_PAGE_CSS }} />
        </noscript>
      </Head>
      <body>
        {/* Before anything paints: the reader's colour mode (no flash of the other one). */}
        <script dangerouslySetInnerHTML={{ __html: colorModeInitScript(siteConfig.colorMode) }} />
        {siteConfig.announcementBar && (
          <script dangerouslySetInnerHTML={{ __html: announcementBarInitScript(siteConfig.announcementBar.id) }} />
        )}
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
