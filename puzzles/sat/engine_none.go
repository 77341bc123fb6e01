//go:build onetype

package sat

// A page module (the build tag onetype: the web page's module, holding
// one puzzle type, see puzzles/all) solves nothing: its worker's module
// does, so the page links no SAT solver (gophersat was about 0.1 MB of
// its download, gzip). It still builds models: Play reads the parts a
// person fills in from the type's encoding.

// ErrNoSolver is what a solver panics with in a module built without one.
const ErrNoSolver = "sat: this module holds no SAT solver (a page module, build tag onetype): the worker solves"

// engine panics: there is no solver to build.
func (m *Model) engine(pb) engine { panic(ErrNoSolver) }
