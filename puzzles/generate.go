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
