package learn

import (
	"cmp"
	"slices"
)

// Rating is a puzzle's difficulty, read from its solving path.
type Rating struct {
	Rating   float64 `json:"rating"` // higher is harder (see Rate)
	Label    string  `json:"label"`  // easy, medium, hard or fiendish
	Steps    int     `json:"steps"`
	Max      int     `json:"max"`      // the largest reason
	Mean     float64 `json:"mean"`     // the mean reason
	Splits   int     `json:"splits"`   // steps decided by a case split
	Indirect int     `json:"indirect"` // steps not Direct
	Deep     int     `json:"deep"`     // steps of Depth 2
}

// Hardest is how many of a path's largest reasons its rating averages.
const Hardest = 10

// DepthWeight is what a path whose every step has Depth 1 adds to its
// rating (see Rate).
const DepthWeight = 10

// Rate rates a solving path: the mean size of its Hardest largest
// reasons (of all of them on a shorter path), plus DepthWeight times its
// steps' mean Depth. One hard step in an easy path counts for a tenth
// of the first term; a path that needs many large reasons rates as high
// as its largest. In the second, a step that propagation proves from
// its reason counts 0, one that needs the fact supposed false and
// followed to a contradiction 1, one that needs more 2. On Tatham's
// graded puzzles the median rating rises with his level in Light Up,
// Loopy, Solo and Towers (see the README).
func Rate(steps []Step, small int) Rating {
	r := Rating{Steps: len(steps)}
	sizes := make([]int, len(steps))
	sum, depth := 0, 0
	for k, s := range steps {
		sizes[k] = s.Size
		r.Max = max(r.Max, s.Size)
		sum += s.Size
		depth += s.Depth
		if s.Split {
			r.Splits++
		}
		if !s.Direct {
			r.Indirect++
		}
		if s.Depth >= 2 {
			r.Deep++
		}
	}
	if len(steps) > 0 {
		r.Mean = float64(sum) / float64(len(steps))
		r.Rating = meanLargest(sizes, Hardest) + DepthWeight*float64(depth)/float64(len(steps))
	}
	r.Label = label(r.Rating)
	return r
}

// meanLargest is the mean of the n largest sizes (of all of them when
// fewer); it sorts sizes.
func meanLargest(sizes []int, n int) float64 {
	slices.SortFunc(sizes, func(a, b int) int { return cmp.Compare(b, a) })
	top := sizes[:min(n, len(sizes))]
	total := 0
	for _, s := range top {
		total += s
	}
	return float64(total) / float64(len(top))
}

func label(x float64) string {
	switch {
	case x < 7:
		return "easy"
	case x < 10:
		return "medium"
	case x < 14:
		return "hard"
	}
	return "fiendish"
}
