// The checkout's parts loaded on demand, in one file: the pick-up point picker (a point-external method
// chosen), a point-type method's points, the saved addresses (a signed-in shopper), the company and VAT
// fields (a box ticked) and the new account's password (a guest ticking "create an account").
export { default as PointPicker } from './PointPicker';
export { default as SavedAddresses } from './SavedAddresses';
export { default as CreateAccount } from './CreateAccount';
export { default as PlatformPoints } from './PlatformPoints';
export { default as CompanyFields } from './CompanyFields';
