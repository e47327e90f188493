import { useNavigate, useParams } from 'react-router'
import { useTrans } from '@web/i18n/use_trans.js'
import { routeNotFound } from '@web/kernel/route_loader.js'
import { useDocumentTitle } from '@web/kernel/use_document_title.js'
import { PageHeader } from '@web/ui/page_header.js'
import { Tab, TabList, TabPanel, Tabs } from '@web/ui/tabs.js'
import { ImagesTable } from './images_table.js'
import { UploadsTable } from './uploads_table.js'

/** The tabs' paths under /admin/files: the uploads are the screen's own address. */
const TAB_PATHS = ['', 'images']

/**
 * /admin/files (spec section 2, files [files.update]): every stored file.
 * Uploads are the file entries people uploaded (this module's); images are
 * what modules store for people (avatars, profile headers, ads: core/accounts'
 * list). Each tab is its own list, with its own filters in the address.
 */
export default function FilesScreen() {
  const trans = useTrans()
  const navigate = useNavigate()
  const tab = useParams()['*'] ?? ''
  useDocumentTitle(trans('Files'))
  if (!TAB_PATHS.includes(tab)) throw routeNotFound()

  return (
    <>
      <PageHeader title={trans('Files')} description={trans('Every file people and modules have stored: what it is, who owns it and where it is used.')} />
      <Tabs selectedKey={tab || 'uploads'} onSelectionChange={(key) => navigate(key === 'uploads' ? '/admin/files' : `/admin/files/${String(key)}`)}>
        <TabList aria-label={trans('Files')}>
          <Tab id="uploads">{trans('Uploads')}</Tab>
          <Tab id="images">{trans('Images')}</Tab>
        </TabList>
        <TabPanel id="uploads">
          <UploadsTable />
        </TabPanel>
        <TabPanel id="images">
          <ImagesTable />
        </TabPanel>
      </Tabs>
    </>
  )
}
