export default function LocalizationsScreen() { return null }
