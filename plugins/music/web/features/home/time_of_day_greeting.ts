/** The greeting for the visitor's local time: morning from 5, afternoon from 12, evening from 18. */
export function timeOfDayGreeting(date: Date): 'Good morning' | 'Good afternoon' | 'Good evening' {
  const hour = date.getHours()
  if (hour >= 5 && hour < 12) return 'Good morning'
  if (hour >= 12 && hour < 18) return 'Good afternoon'
  return 'Good evening'
}
