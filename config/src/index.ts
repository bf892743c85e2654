export * from './brands'
export * from './sites'
export * from './env'
export * from './upstream'
