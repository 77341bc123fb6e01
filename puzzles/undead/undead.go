package undead

import (
	_ "embed"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// A square's value: Blank (a square to fill), a mirror, or a given
// monster.
const (
	Blank = iota
	Back  // a mirror '\' (Tatham's L)
	Fore  // a mirror '/' (Tatham's R)
	Ghost
	Vampire
	Zombie
)

// monsters are the names of Ghost, Vampire and Zombie, in Tatham's order
// (the totals', the answer's letters "GVZ").
var monsters = [3]string{"ghost", "vampire", "zombie"}

// letters are the monsters' letters, in the answer and the game ID.
const letters = "GVZ"

// monster declares the given monster k.
func monster(k int) cellgrid.Symbol {
	l := letters[k : k+1]
	return cellgrid.Symbol{Value: Ghost + k, Text: l + strings.ToLower(l), Game: l, Label: strings.ToUpper(monsters[k][:1]) + monsters[k][1:],
		Keys: []string{strings.ToLower(l), l}, Word: "a given " + monsters[k], Clue: l, Look: cellgrid.Given}
}

// spec declares Undead: mirrors and given monsters, the numbers around
// the board, the totals and the game ID.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "undead", Title: "Undead (Haunted Mirror Maze)", Headers: []string{"hauntedmirrormaze"},
	Rules: "Put a ghost, a vampire or a zombie in every empty square. A number on the edge counts the monsters seen from there, the line of sight bouncing off mirrors: a ghost is seen only in a mirror, a vampire only directly, a zombie either way. The totals say how many there are of each.",
	Symbols: cellgrid.Alphabet{
		{Value: Back, Text: `\`, Game: "L", Label: `\`, Keys: []string{`\`}, Word: `a mirror \`},
		{Value: Fore, Text: "/", Game: "R", Label: "/", Keys: []string{"/"}, Word: "a mirror /"},
		monster(0), monster(1), monster(2),
		{Value: Blank, Text: "._", Label: "Delete", Keys: []string{"Delete", "Backspace", "."}, Word: "an empty square"}},
	Blank: Blank,
	Help: "Select a square and press \\ or / for a mirror, Ghost, Vampire or Zombie for a given monster, Delete to clear it. " +
		"Select a number beside the board, or a total in a corner (ghosts top left, vampires top right, zombies bottom left), and type its digits.",
	Make: func(g cellgrid.Grid) *Puzzle { return &Puzzle{edges.For(g), noTotals} },
	Own:  own(),
}

// edges are the numbers around the board: monsters seen, at most two a
// square (a line of sight passes a square at most twice).
var edges = &cellgrid.EdgeRule{Title: "Undead",
	Clues: func(size grid.Size) (lo, hi int) { return 0, 2 * size.Rows * size.Cols },
	Most:  func(grid.Size) int { return 0 }}

var noTotals = [3]int{cellgrid.NoClue, cellgrid.NoClue, cellgrid.NoClue}

// own is the edge grid's own parts with Undead's text, game ID and totals.
func own() *cellgrid.Own[*Puzzle] {
	o := cellgrid.EdgeOwn[*Puzzle](edges)
	keep := o.Keep
	o.Keep = func(from, to *Puzzle) { keep(from, to); to.Totals = from.Totals }
	o.Text, o.Usage = readText, "#undead ghosts=G vampires=V zombies=Z"
	o.Expected = "a grid framed by its numbers or an Undead game ID"
	o.Forms = func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
		return []formats.Form[*Puzzle]{tatham.Form(func(id string) (*Puzzle, error) { return parseGameID(s, id) }, "dent")}
	}
	return o
}

//go:embed examples.txt
var examples string

// Type is the Undead puzzle type; Parse reads an Undead puzzle in any of
// its formats (see the package documentation), and New returns a rows x
// cols board of empty squares without numbers.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is an Undead board: Cells[r][c] is Blank, a mirror or a given
// monster, Edges the numbers around it (cellgrid.NoClue where none) and
// Totals the ghosts, vampires and zombies (NoClue when not given).
type Puzzle struct {
	cellgrid.EdgeGrid
	Totals [3]int
}
