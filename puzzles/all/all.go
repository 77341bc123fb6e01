// Package all is the registry of every puzzle type.
package all

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/aquarium"
	"github.com/puzzlesat/puzzlesat/puzzles/battleship"
	"github.com/puzzlesat/puzzlesat/puzzles/binairo"
	"github.com/puzzlesat/puzzlesat/puzzles/country"
	"github.com/puzzlesat/puzzlesat/puzzles/creek"
	"github.com/puzzlesat/puzzlesat/puzzles/dominoes"
	"github.com/puzzlesat/puzzlesat/puzzles/filling"
	"github.com/puzzlesat/puzzlesat/puzzles/galaxies"
	"github.com/puzzlesat/puzzlesat/puzzles/hashi"
	"github.com/puzzlesat/puzzlesat/puzzles/heyawake"
	"github.com/puzzlesat/puzzlesat/puzzles/hidato"
	"github.com/puzzlesat/puzzlesat/puzzles/kakuro"
	"github.com/puzzlesat/puzzlesat/puzzles/keen"
	"github.com/puzzlesat/puzzlesat/puzzles/kurodoko"
	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/lits"
	"github.com/puzzlesat/puzzlesat/puzzles/magichex"
	"github.com/puzzlesat/puzzlesat/puzzles/magnets"
	"github.com/puzzlesat/puzzlesat/puzzles/mapcolour"
	"github.com/puzzlesat/puzzlesat/puzzles/masyu"
	"github.com/puzzlesat/puzzlesat/puzzles/mines"
	"github.com/puzzlesat/puzzlesat/puzzles/mosaic"
	"github.com/puzzlesat/puzzlesat/puzzles/nonogram"
	"github.com/puzzlesat/puzzlesat/puzzles/norinori"
	"github.com/puzzlesat/puzzlesat/puzzles/numberlink"
	"github.com/puzzlesat/puzzlesat/puzzles/nurikabe"
	"github.com/puzzlesat/puzzlesat/puzzles/nurimisaki"
	"github.com/puzzlesat/puzzlesat/puzzles/palisade"
	"github.com/puzzlesat/puzzlesat/puzzles/pipes"
	"github.com/puzzlesat/puzzlesat/puzzles/rect"
	"github.com/puzzlesat/puzzlesat/puzzles/ripple"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
	"github.com/puzzlesat/puzzlesat/puzzles/shakashaka"
	"github.com/puzzlesat/puzzlesat/puzzles/signpost"
	"github.com/puzzlesat/puzzlesat/puzzles/singles"
	"github.com/puzzlesat/puzzlesat/puzzles/slant"
	"github.com/puzzlesat/puzzlesat/puzzles/slitherlink"
	"github.com/puzzlesat/puzzlesat/puzzles/starbattle"
	"github.com/puzzlesat/puzzlesat/puzzles/sudoku"
	"github.com/puzzlesat/puzzlesat/puzzles/switches"
	"github.com/puzzlesat/puzzlesat/puzzles/tapa"
	"github.com/puzzlesat/puzzlesat/puzzles/tents"
	"github.com/puzzlesat/puzzlesat/puzzles/towers"
	"github.com/puzzlesat/puzzlesat/puzzles/tracks"
	"github.com/puzzlesat/puzzlesat/puzzles/undead"
	"github.com/puzzlesat/puzzlesat/puzzles/unequal"
	"github.com/puzzlesat/puzzlesat/puzzles/yajilin"
	"github.com/puzzlesat/puzzlesat/puzzles/yinyang"
)

var types = []puzzles.Type{
	aquarium.Type,
	battleship.Type,
	binairo.Type,
	country.Type,
	creek.Type,
	dominoes.Type{},
	filling.Type,
	galaxies.Type,
	hashi.Type,
	heyawake.Type,
	hidato.Hidato,
	hidato.KnightsTour,
	kakuro.Type,
	keen.Type,
	kurodoko.Type,
	lightup.Type,
	lits.Type,
	magichex.Type{},
	magnets.Type,
	mapcolour.Type,
	masyu.Type,
	mines.Type,
	mosaic.Type,
	nonogram.Type{},
	norinori.Type,
	numberlink.Type{},
	nurikabe.Type,
	nurimisaki.Type,
	palisade.Type,
	pipes.Type{},
	rect.Type,
	ripple.Type,
	shakashaka.Type,
	signpost.Type{},
	singles.Type,
	slant.Type,
	slitherlink.Type,
	starbattle.Type,
	sudoku.Type{},
	switches.Type{},
	tapa.Type,
	tents.Type,
	towers.Type,
	tracks.Type,
	undead.Type,
	yinyang.Type,
	unequal.Type,
	yajilin.Type,
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
	if name == "" {
		return t.Parse(text)
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
