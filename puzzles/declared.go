package puzzles

import (
	"slices"
	"sync"
)

// Declaration states a puzzle type by its parts, for the types whose
// puzzle P implements Instance itself (the grid types' Type comes from
// cellgrid's Spec instead). Declare makes it a Type that generates.
type Declaration[P Instance] struct {
	Name, Title string
	Rules       string // for Ruled
	Help        string
	// Parse reads every accepted form; the Type guards the input first.
	Parse  func(text string) (P, error)
	Detect func(text string) bool
	// New is Type.New: an empty rows x cols puzzle.
	New func(rows, cols int) (P, error)
	// Generate is the generator and the sizes it offers (Generator,
	// Offering).
	Generate *Offered[func(o GenerateOptions) (Instance, error)]
}

// Declared is the Type, Ruled, Generator and Offering that Declare makes.
type Declared[P Instance] struct {
	d        Declaration[P]
	examples ExamplesFile
}

// Declare returns the type that d states, whose examples are those of
// the embedded examples file (see ReadExamples).
func Declare[P Instance](examples string, d Declaration[P]) *Declared[P] {
	return &Declared[P]{d: d, examples: ExamplesFile{Name: d.Name + "/examples.txt", Text: examples}}
}

// ExamplesFile is a type's embedded examples file (Text, named Name in
// a panic), read once: the examples of Declared and of cellgrid's Spec.
type ExamplesFile struct {
	Name, Text string
	once       sync.Once
	examples   []Example
}

// Examples returns the file's examples (see MustReadExamples), read on
// the first call; a copy, which the caller may change.
func (f *ExamplesFile) Examples() []Example {
	f.once.Do(func() { f.examples = MustReadExamples(f.Name, f.Text) })
	return slices.Clone(f.examples)
}

// Name implements Type.
func (t *Declared[P]) Name() string { return t.d.Name }

// Title implements Type.
func (t *Declared[P]) Title() string { return t.d.Title }

// Rules implements Ruled.
func (t *Declared[P]) Rules() string { return t.d.Rules }

// Help implements Type.
func (t *Declared[P]) Help() string { return t.d.Help }

// Examples implements Type: the examples file read once.
func (t *Declared[P]) Examples() []Example { return t.examples.Examples() }

// Parse implements Type: the declared Parse behind Guard.
func (t *Declared[P]) Parse(text string) (Instance, error) { return Guard(text, t.d.Parse) }

// Detect implements Type.
func (t *Declared[P]) Detect(text string) bool { return t.d.Detect(text) }

// New implements Type.
func (t *Declared[P]) New(rows, cols int) (Instance, error) { return Wrap(t.d.New(rows, cols)) }

// Generate implements Generator.
func (t *Declared[P]) Generate(o GenerateOptions) (Instance, error) { return t.d.Generate.Make(o) }

// Offers implements Offering: a copy of the declared offers.
func (t *Declared[P]) Offers() []GenerateOptions { return t.d.Generate.Offers() }
