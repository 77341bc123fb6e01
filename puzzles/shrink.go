package puzzles

import "slices"

// Shrink is the deletion loop behind explanations: it tries each index
// of order in turn, adding it to dropped when still(dropped plus it)
// holds, and returns the indices dropped. When still is monotone (true
// for a set stays true for its subsets) what is left is minimal: dropping
// any more makes still false. Explain drops clues while the rest has no
// solution; puzzles/learn drops clues and entries while a fact stays
// forced. An error from still stops the loop.
func Shrink(order, dropped []int, still func(trial []int) (bool, error)) ([]int, error) {
	dropped = slices.Clone(dropped)
	for _, i := range order {
		if slices.Contains(dropped, i) {
			continue
		}
		trial := append(slices.Clone(dropped), i)
		ok, err := still(trial)
		if err != nil {
			return nil, err
		}
		if ok {
			dropped = trial
		}
	}
	return dropped, nil
}
