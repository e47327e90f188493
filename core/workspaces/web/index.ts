import { defineWebPlugin } from '@web/kernel/define_web_plugin.js'

export default defineWebPlugin({
  id: 'workspaces',
  routes: [],
})
