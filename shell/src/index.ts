// The async boundary: Module Federation negotiates shared modules before the app runs.
import('./bootstrap');
