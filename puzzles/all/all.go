// Package all is the registry of every puzzle type.
package all

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// types are the registered types, each from its own file (type_NAME.go),
// built unless the build tag onetype is given, which keeps only those
// whose tag onetype_NAME is given too: the web page's module holds one
// type (see the Makefile).
var types []puzzles.Type

// register adds t, named name, to the registry.
func register(name string, t puzzles.Type) {
	if t.Name() != name {
		panic("all: type_" + name + ".go registers " + t.Name())
	}
	types = append(types, t)
}

// Types returns every registered type, sorted by name.
func Types() []puzzles.Type {
	out := append([]puzzles.Type(nil), types...)
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out
}

// Lookup returns the type with the given name.
func Lookup(name string) (puzzles.Type, error) {
	for _, t := range types {
		if t.Name() == name {
			return t, nil
		}
	}
	return nil, fmt.Errorf("unknown puzzle type %q (known: %s)", name, strings.Join(Names(), ", "))
}

// Names lists the registered type names.
func Names() []string {
	var out []string
	for _, t := range Types() {
		out = append(out, t.Name())
	}
	return out
}

// Parse parses text as the named type, or as the detected one when name is
// "" (see Detect). Its errors are those of Lookup, Detect and the type's
// Parse: a draft the type refuses is refused with the parser's message.
func Parse(name, text string) (puzzles.Instance, error) {
	if name != "" {
		return ParseAs(name, text)
	}
	t, err := Detect(text)
	if err != nil {
		return nil, err
	}
	return t.Parse(text)
}

// ParseAs is Parse with a type's name: text is read as that type only.
// It never detects a type (which can solve, to choose between types
// that read the text alike), so a page module holding one type that
// parses with it links no solver.
func ParseAs(name, text string) (puzzles.Instance, error) {
	t, err := Lookup(name)
	if err != nil {
		return nil, err
	}
	if err := otherGenre(t, text); err != nil {
		return nil, err
	}
	inst, err := t.Parse(text)
	if err != nil {
		return nil, refused(t, text, err)
	}
	return inst, nil
}

// Import parses text as an import field does: the detected type when the
// text identifies one (a URL, a game ID, a header), even if it is not the
// selected type; otherwise the selected type. An *Ambiguous error asks the
// person to choose; a text that identifies nothing is parsed as the selected
// type (Detect's error when the selected type is ""). Drafts are refused
// (see Validate).
func Import(selected, text string) (puzzles.Instance, error) {
	t, err := Detect(text)
	var un *Unrecognised
	switch {
	case err == nil:
	case selected != "" && errors.As(err, &un) && un.Form.Kind == Text:
		if t, err = Lookup(selected); err != nil {
			return nil, err
		}
	default:
		return nil, err
	}
	inst, err := t.Parse(text)
	if err != nil {
		return nil, refused(t, text, err)
	}
	if err := Validate(inst); err != nil {
		return nil, err
	}
	return inst, nil
}

// Validate refuses a draft: a text the type's parser accepts, so that an
// editor can hold it, but that is not yet a puzzle (a Numberlink label given
// once, a clue twice). It asks the instance's own Validate (puzzles.Validator), if any,
// and otherwise encodes it into a throwaway model. A puzzle shown to have
// no solution before search is valid: it is a puzzle, with no solution.
func Validate(inst puzzles.Instance) error {
	if v, ok := inst.(puzzles.Validator); ok {
		return v.Validate()
	}
	_, err := inst.Encode(sat.NewModel())
	if imp := (*puzzles.Impossible)(nil); errors.As(err, &imp) {
		return nil
	}
	return err
}
