// Evaluates react-dom's client in the `react-dom` chunk, on its own task
// (vite.config.ts puts this module there). React DOM is CommonJS: the bundler
// wraps it in a factory that runs where it is first required, which would
// otherwise be the app's chunk, making its evaluation part of the app's task.
import 'react-dom/client'
