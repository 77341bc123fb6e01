package puzzles

import "math/rand"

// DropClues makes a unique puzzle sparser, as generators do after filling a
// random solution: it tries the clues in random order and drops each one
// whose removal leaves the puzzle with exactly one solution. inst must be
// unique to begin with; the result is unique and no remaining clue can be
// dropped on its own.
func DropClues(inst Instance, rng *rand.Rand) (Instance, error) {
	order := rng.Perm(len(inst.Clues()))
	var dropped []int
	for _, i := range order {
		trial := append(append([]int(nil), dropped...), i)
		res, err := Solve(inst.Without(trial), 2)
		if err != nil {
			return nil, err
		}
		if res.Unique() {
			dropped = trial
		}
	}
	return inst.Without(dropped), nil
}

// IsUnique reports whether inst has exactly one solution.
func IsUnique(inst Instance) (bool, error) {
	res, err := Solve(inst, 2)
	if err != nil {
		return false, err
	}
	return res.Unique(), nil
}

// FirstUnique calls next up to tries times and returns the first puzzle it
// makes that has exactly one solution; ok is false when none has.
func FirstUnique[P Instance](tries int, next func() P) (p P, ok bool, err error) {
	for range tries {
		p = next()
		if ok, err = IsUnique(p); err != nil || ok {
			return p, ok, err
		}
	}
	return p, false, nil
}

// Size is the board size the options ask for: rows and cols when either
// is set, the generator's defaults otherwise.
func (o GenerateOptions) Size(defRows, defCols int) (rows, cols int) {
	if o.Rows == 0 && o.Cols == 0 {
		return defRows, defCols
	}
	return o.Rows, o.Cols
}
