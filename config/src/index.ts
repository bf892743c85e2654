export * from './brands'
export * from './sites'
export * from './env'
