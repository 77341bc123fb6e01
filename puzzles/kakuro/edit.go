package kakuro

import (
	"github.com/puzzlesat/puzzlesat/puzzles"
)

// Keys implements puzzles.Editable: the digits, Swap, Clue and Delete.
func (p *Puzzle) Keys() []puzzles.Key {
	return puzzles.DigitKeys(puzzles.Key{Label: "Swap", Key: `\`}, puzzles.Key{Label: "Clue", Key: "#"}, puzzles.Key{Label: "Delete", Key: "Delete"})
}

// Edit implements puzzles.Editable on a cell: a digit types the down sum
// of a clue cell (a white cell becomes one), to 45 (1 then 6 is 16;
// 4 then 6 a fresh 6); Swap (`\`) trades its down and across sums;
// Backspace takes the down sum's last digit away (from a clue cell
// without one, leaves a white cell); Clue ('#') makes a clue cell
// without sums; Delete ('.') a white cell.
func (p *Puzzle) Edit(t puzzles.Target, key string) (puzzles.Instance, error) {
	pos, ok := p.Cell(t)
	if !ok {
		return p, nil
	}
	v := p.At(pos)
	down, across := sums(max(v, 0))
	switch {
	case key == "Delete" || key == ".":
		v = White
	case key == "#":
		v = 0
	case key == `\`:
		v = Clue(across, down)
	case key == "Backspace" && down > 0:
		v = Clue(down/10, across)
	case key == "Backspace":
		v = White
	case len(key) == 1 && key[0] >= '0' && key[0] <= '9':
		down, _ = puzzles.TypeDigit(down, int(key[0]-'0'), MaxSum)
		v = Clue(down, across)
	default:
		return p, nil
	}
	b, changed := p.Set(t, v)
	if !changed {
		return p, nil
	}
	return spec.Wrap(b.Cells), nil
}

// Clues implements puzzles.Instance: the clue cells with a sum.
func (p *Puzzle) Clues() []puzzles.Clue {
	return p.ClueList(func(v int) string {
		if v > 0 {
			return token(v)
		}
		return ""
	})
}

// Without implements puzzles.Instance: the clue cells of the clues
// dropped keep no sum.
func (p *Puzzle) Without(drop []int) puzzles.Instance {
	return spec.Wrap(p.Dropped(p.Clues(), drop, 0).Cells)
}
