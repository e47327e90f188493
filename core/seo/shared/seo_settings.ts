/** The admin's robots.txt rules (the Sitemap line is added when they have none). */
export const ROBOTS_TXT = 'seo.robots_txt'

export const DEFAULT_ROBOTS_TXT = ['User-agent: *', 'Disallow: /admin', 'Disallow: /backstage', 'Disallow: /api/'].join('\n')
