import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'localization.value_lists.show': { paramsTuple: [ParamValue]; params: {'names': ParamValue} }
    'pages.custom_pages.show': { paramsTuple: [ParamValue]; params: {'idOrSlug': ParamValue} }
    'pages.contact_page.store': { paramsTuple?: []; params?: {} }
    'echo.greeting.show': { paramsTuple?: []; params?: {} }
    'echo.greeting.update': { paramsTuple?: []; params?: {} }
    'echo.greeting.reset': { paramsTuple?: []; params?: {} }
    'echo.relations': { paramsTuple?: []; params?: {} }
    'echo.boom': { paramsTuple?: []; params?: {} }
    'health': { paramsTuple?: []; params?: {} }
    'api.health': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.assets': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.root_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'shell': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'localization.value_lists.show': { paramsTuple: [ParamValue]; params: {'names': ParamValue} }
    'pages.custom_pages.show': { paramsTuple: [ParamValue]; params: {'idOrSlug': ParamValue} }
    'echo.greeting.show': { paramsTuple?: []; params?: {} }
    'echo.relations': { paramsTuple?: []; params?: {} }
    'echo.boom': { paramsTuple?: []; params?: {} }
    'health': { paramsTuple?: []; params?: {} }
    'api.health': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.assets': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.root_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'shell': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'localization.value_lists.show': { paramsTuple: [ParamValue]; params: {'names': ParamValue} }
    'pages.custom_pages.show': { paramsTuple: [ParamValue]; params: {'idOrSlug': ParamValue} }
    'echo.greeting.show': { paramsTuple?: []; params?: {} }
    'echo.relations': { paramsTuple?: []; params?: {} }
    'echo.boom': { paramsTuple?: []; params?: {} }
    'health': { paramsTuple?: []; params?: {} }
    'api.health': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.assets': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.root_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'shell': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'pages.contact_page.store': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'echo.greeting.update': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'echo.greeting.reset': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}