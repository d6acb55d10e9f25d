// Firebase Auth, loaded by the guard and the auth pages only: the home and about
// pages never download the SDK. With VITE_FIREBASE_AUTH_EMULATOR_HOST set (see
// .env.development) it talks to the local Auth emulator, `npm run emulators`.
import { initializeApp } from 'firebase/app'
import { connectAuthEmulator, getAuth } from 'firebase/auth'

const env = import.meta.env
const app = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-{{name}}',
  appId: env.VITE_FIREBASE_APP_ID,
})

export const auth = getAuth(app)

const emulator = env.VITE_FIREBASE_AUTH_EMULATOR_HOST
if (emulator) connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true })
