import ListTree from 'lucide-react/icons/list-tree'
import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

/** The menus module's web part: the appearance editor's "Menus" section. */
export default defineWebPlugin({
  id: 'menus',
  appearanceSections: [{ id: 'menus', label: 'Menus', icon: ListTree, load: () => import('./menus_section.js'), order: 50 }],
})
