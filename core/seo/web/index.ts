import Search from 'lucide-react/icons/search'
import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The SEO module's web part: the appearance editor's "SEO settings" section. */
export default defineWebPlugin({
  id: 'seo',
  appearanceSections: [{ id: 'seo-settings', label: 'SEO settings', icon: Search, load: () => import('./seo_section.js'), order: 20 }],
})
