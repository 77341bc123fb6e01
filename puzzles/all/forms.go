package all

import (
	"sync"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/pzl"
)

// Texts returns the text forms of inst: its canonical String first, then
// whichever exchange forms it writes (puzzles.FormWriter), each once: a
// puzz.link URL, a Simon Tatham game ID. Every one of them parses
// back as inst's type, and Detect recognises those that identify it.
func Texts(inst puzzles.Instance) []string {
	out := []string{inst.String()}
	add := func(s string, ok bool) {
		for _, o := range out {
			if o == s {
				return
			}
		}
		if ok && s != "" {
			out = append(out, s)
		}
	}
	if w, ok := inst.(puzzles.FormWriter); ok {
		for _, f := range w.Written() {
			add(f.Text, true)
		}
	}
	return out
}

// catalogue is what the registered types' examples show about the forms
// they read: which types claim puzz.link URLs, Tatham IDs and headers, and
// under which names. It only words error messages, so a type never has to
// declare its formats: its examples and their Texts say them.
type catalogue struct {
	types map[Kind]map[string]bool   // type names per form kind
	names map[Kind]map[string]bool   // puzz.link types and header words
	urls  map[string]map[string]bool // type names per puzz.link genre (pzl.Canonical)
}

var (
	catOnce sync.Once
	cat     catalogue
)

func theCatalogue() *catalogue {
	catOnce.Do(func() {
		cat = catalogue{types: map[Kind]map[string]bool{}, names: map[Kind]map[string]bool{}, urls: map[string]map[string]bool{}}
		for _, t := range Types() {
			cat.learn(t)
		}
	})
	return &cat
}

// learn records the forms of t's examples that t claims.
func (c *catalogue) learn(t puzzles.Type) {
	for _, ex := range t.Examples() {
		texts := []string{ex.Text}
		if inst, err := t.Parse(ex.Text); err == nil {
			texts = append(texts, Texts(inst)...)
		}
		for _, text := range texts {
			f := ReadForm(text)
			if f.Kind == Text || !t.Detect(text) {
				continue
			}
			c.add(c.types, f.Kind, t.Name())
			switch f.Kind {
			case PuzzLink:
				genre := pzl.Canonical(f.Name)
				c.add(c.names, f.Kind, genre)
				if c.urls[genre] == nil {
					c.urls[genre] = map[string]bool{}
				}
				c.urls[genre][t.Name()] = true
			case Header:
				c.add(c.names, f.Kind, f.Name)
			}
		}
	}
}

func (c *catalogue) add(m map[Kind]map[string]bool, k Kind, name string) {
	if m[k] == nil {
		m[k] = map[string]bool{}
	}
	m[k][name] = true
}

// readers names the types whose examples show that they read form kind k.
func readers(k Kind) []string { return sortedKeys(theCatalogue().types[k]) }

// formNames lists the puzz.link types or header words the examples show.
func formNames(k Kind) []string { return sortedKeys(theCatalogue().names[k]) }
