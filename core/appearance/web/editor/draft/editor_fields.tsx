import { createContext, useContext, type ReactNode } from 'react'
import type { EditorSettingField } from '../appearance_api.js'

const FieldsContext = createContext<ReadonlyMap<string, EditorSettingField>>(new Map())

/** The settings schema's descriptions of the editor's settings (labels, limits), from GET appearance. */
export function EditorFieldsProvider({ fields, children }: { fields: EditorSettingField[]; children: ReactNode }) {
  return <FieldsContext.Provider value={new Map(fields.map((field) => [field.key, field]))}>{children}</FieldsContext.Provider>
}

/** How the settings schema describes a setting (label, description, type, validation), if it does. */
export function useEditorField(key: string): EditorSettingField | undefined {
  return useContext(FieldsContext).get(key)
}
