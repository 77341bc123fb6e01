// Package all is the registry of every puzzle type.
package all

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/dominoes"
	"github.com/puzzlesat/puzzlesat/puzzles/hidato"
	"github.com/puzzlesat/puzzlesat/puzzles/magichex"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/pipes"
	"github.com/puzzlesat/puzzlesat/puzzles/switches"
)

var types = []puzzles.Type{
	dominoes.Type{},
	hidato.Hidato,
	hidato.KnightsTour,
	magichex.Type{},
	numberlink.Type{},
	pipes.Type{},
	switches.Type{},
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
	var t puzzles.Type
	var err error
	if name == "" {
		t, err = Detect(text)
	} else {
		t, err = Lookup(name)
	}
	if err != nil {
		return nil, err
	}
	return t.Parse(text)
}

// Import parses text as an import field does: the detected type when the
// text identifies one (a URL, a game ID, a header), even if it is not the
// selected type; otherwise the selected type. An *Ambiguous error asks the
// person to choose; a text that identifies nothing gets the selected type's
// parse error, or Detect's error when the selected type is "".
func Import(selected, text string) (puzzles.Instance, error) {
	t, err := Detect(text)
	if err == nil {
		return t.Parse(text)
	}
	var un *Unrecognised
	if selected == "" || !errors.As(err, &un) || un.Form.Kind != Text {
		return nil, err
	}
	return Parse(selected, text)
}
