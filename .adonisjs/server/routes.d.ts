import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'health': { paramsTuple?: []; params?: {} }
    'api.health': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.assets': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.root_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'shell': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'health': { paramsTuple?: []; params?: {} }
    'api.health': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.assets': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.root_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'shell': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'health': { paramsTuple?: []; params?: {} }
    'api.health': { paramsTuple?: []; params?: {} }
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.assets': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
    'web.root_file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'shell': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'api.not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}