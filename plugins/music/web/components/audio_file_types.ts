/** What the audio pickers offer first; the server checks every file by its content. */
export const AUDIO_TYPES = ['audio/*', '.mp3', '.flac', '.ogg', '.opus', '.m4a', '.wav']
