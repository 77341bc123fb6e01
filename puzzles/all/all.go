// Package all is the registry of every puzzle type.
package all

import (
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/dominoes"
	"github.com/puzzlesat/puzzlesat/puzzles/hidato"
	"github.com/puzzlesat/puzzlesat/puzzles/magichex"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/pipes"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/puzzles/switches"
)

var types = []puzzles.Type{
	dominoes.Type{},
	hidato.Hidato,
	hidato.KnightsTour,
	magichex.Type{},
	numberlink.Type{},
	pipes.Type{},
	sudoku.Type{},
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

// Detect returns the type that recognises text, or an error asking for -type.
func Detect(text string) (puzzles.Type, error) {
	var found []puzzles.Type
	for _, t := range types {
		if d, ok := t.(puzzles.Detector); ok && d.Detect(text) {
			found = append(found, t)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	return nil, fmt.Errorf("cannot tell the puzzle type from the input; name it (one of: %s)", strings.Join(Names(), ", "))
}

// Parse parses text as the named type, or as the detected one when name is "".
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
