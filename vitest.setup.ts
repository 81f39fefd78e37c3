import { configure } from '@testing-library/dom'

// A lazy view's first import is transformed on demand, which takes seconds when the machine
// is busy (CI runs the whole suite on two cores): `waitFor` and `findBy*` wait up to 10 s
// instead of 1 s. They still return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 })
