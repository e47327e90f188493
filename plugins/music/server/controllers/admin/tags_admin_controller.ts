import { taxonomyController } from './taxonomy_admin_controller.js'

export default taxonomyController('tags')
