// A stand-in for a real sign-in: a flag in localStorage. Replace it with your auth provider.
const KEY = 'signed-in'

export const isSignedIn = (): boolean => typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === 'yes'
export const signIn = (): void => localStorage.setItem(KEY, 'yes')
export const signOut = (): void => localStorage.removeItem(KEY)
