import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useService } from '@web/kernel/services_context.js'
import { API_CLIENT } from '@web/services/tokens.js'
import { musicKeys } from './query_keys.js'
import type { Profile } from '../../shared/api_types.js'

export interface ProfileInput {
  display_name: string | null
  bio: string | null
  city: string | null
  country: string | null
  links: Array<{ url: string; title: string }>
}

/** The server answers every profile change with the new profile page. */
function useProfileMutation<Input>(userId: number, send: (input: Input) => Promise<Profile>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: (profile, input) => {
      queryClient.setQueryData(musicKeys.profile(userId), profile)
      // The name shows on comments, playlists and track lists too.
      if ((input as Partial<ProfileInput> | undefined)?.display_name !== undefined)
        void queryClient.invalidateQueries({ queryKey: musicKeys.all })
    },
  })
}

/** PUT music/profile: the signed-in person's name, bio, place and links. */
export function useUpdateProfile(userId: number) {
  const api = useService(API_CLIENT)
  return useProfileMutation(userId, (input: ProfileInput) => api.put<Profile>('music/profile', input))
}

/** POST music/profile/header: a new banner image. */
export function useUploadProfileHeader(userId: number) {
  const api = useService(API_CLIENT)
  return useProfileMutation(userId, (file: File) => {
    const form = new FormData()
    form.append('file', file)
    return api.post<Profile>('music/profile/header', form)
  })
}

/** DELETE music/profile/header. */
export function useRemoveProfileHeader(userId: number) {
  const api = useService(API_CLIENT)
  return useProfileMutation(userId, () => api.delete<Profile>('music/profile/header'))
}
