// The wizard's model is the feature's public API: pages, the wizard widget and the server side drive it.
export * from './model';
// Where the application takes the borrower: wired once with the model.
import './leaving';
