export * from './loaders';
