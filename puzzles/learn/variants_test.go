package learn

import (
	"bufio"
	"cmp"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// tathamLevel is each graded file's level, easiest 0, and its genre.
var tathamLevel = map[string]struct {
	genre string
	level int
}{
	"lightup_10x10d0.txt": {"Light Up", 0}, "lightup_10x10d1.txt": {"Light Up", 1}, "lightup_10x10d2.txt": {"Light Up", 2},
	"loopy_7x7de.txt": {"Loopy", 0}, "loopy_7x7dn.txt": {"Loopy", 1}, "loopy_7x7dt.txt": {"Loopy", 2}, "loopy_7x7dh.txt": {"Loopy", 3},
	"solo_3x3db.txt": {"Solo", 0}, "solo_3x3di.txt": {"Solo", 1}, "solo_3x3da.txt": {"Solo", 2}, "solo_3x3de.txt": {"Solo", 3},
	"solo_3x3du.txt": {"Solo", 4},
	"towers_6de.txt": {"Towers", 0}, "towers_6dh.txt": {"Towers", 1}, "towers_6dx.txt": {"Towers", 2}, "towers_6du.txt": {"Towers", 3},
}

var genres = []string{"Light Up", "Loopy", "Solo", "Towers"}

// dumped is one line of TestTathamRatings's dump.
type dumped struct {
	genre string
	level int
	steps []Step
}

func readDump(t *testing.T, name string) []dumped {
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []dumped
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		lv, ok := tathamLevel[cols[0]]
		if !ok || len(cols) < 11 {
			t.Fatalf("bad line %q", sc.Text()[:min(60, len(sc.Text()))])
		}
		d := dumped{genre: lv.genre, level: lv.level}
		sizes, props := strings.Split(cols[9], ","), strings.Split(cols[10], ",")
		for k := range sizes {
			n, err := strconv.Atoi(sizes[k])
			if err != nil {
				t.Fatal(err)
			}
			dp, err := strconv.Atoi(props[k])
			if err != nil {
				t.Fatal(err)
			}
			d.steps = append(d.steps, Step{Size: n, Split: n > DefaultSmall, Direct: dp == 0, depth: dp})
		}
		out = append(out, d)
	}
	return out
}

// ranks are xs's ranks from 1, ties given their mean rank.
func ranks(xs []float64) []float64 {
	idx := make([]int, len(xs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(xs[a], xs[b]) })
	r := make([]float64, len(xs))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && xs[idx[j]] == xs[idx[i]] {
			j++
		}
		for k := i; k < j; k++ {
			r[idx[k]] = float64(i+j+1) / 2
		}
		i = j
	}
	return r
}

// spearman is Spearman's rank correlation (Pearson's of the ranks).
func spearman(xs, ys []float64) float64 {
	rx, ry := ranks(xs), ranks(ys)
	n := float64(len(xs))
	var mx, my float64
	for i := range rx {
		mx += rx[i] / n
		my += ry[i] / n
	}
	var sxy, sxx, syy float64
	for i := range rx {
		sxy += (rx[i] - mx) * (ry[i] - my)
		sxx += (rx[i] - mx) * (rx[i] - mx)
		syy += (ry[i] - my) * (ry[i] - my)
	}
	return sxy / math.Sqrt(sxx*syy)
}

func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s) == 0 {
		return 0
	}
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func TestSpearman(t *testing.T) {
	if r := spearman([]float64{1, 2, 3, 4}, []float64{10, 20, 30, 40}); math.Abs(r-1) > 1e-12 {
		t.Errorf("monotone: %v, want 1", r)
	}
	if r := spearman([]float64{1, 2, 3, 4}, []float64{4, 3, 2, 1}); math.Abs(r+1) > 1e-12 {
		t.Errorf("reversed: %v, want -1", r)
	}
	if got := ranks([]float64{5, 1, 5, 2}); !slices.Equal(got, []float64{3.5, 1, 3.5, 2}) {
		t.Errorf("ranks with ties: %v", got)
	}
}

// sortedSizes are the steps' reason sizes, largest first.
func sortedSizes(steps []Step, keep func(Step) bool) []float64 {
	var s []float64
	for _, st := range steps {
		if keep == nil || keep(st) {
			s = append(s, float64(st.Size))
		}
	}
	slices.SortFunc(s, func(a, b float64) int { return cmp.Compare(b, a) })
	return s
}

func topMean(s []float64, n int) float64 {
	if len(s) == 0 {
		return 0
	}
	s = s[:min(n, len(s))]
	t := 0.0
	for _, x := range s {
		t += x
	}
	return t / float64(len(s))
}

func countAtLeast(steps []Step, t int) float64 {
	n := 0
	for _, s := range steps {
		if s.Size >= t {
			n++
		}
	}
	return float64(n)
}

// percentile is the p-th percentile (0..1, nearest rank) of the sizes.
func percentile(steps []Step, p float64) float64 {
	s := sortedSizes(steps, nil)
	slices.Reverse(s)
	if len(s) == 0 {
		return 0
	}
	return s[min(len(s)-1, int(math.Ceil(p*float64(len(s))))-1)]
}

func searched(s Step) bool { return s.depth > 0 }

// variants are the ratings tried on the dump.
var variants = []struct {
	name string
	f    func([]Step) float64
}{
	{"Rate", func(s []Step) float64 { return Rate(s, DefaultSmall).Rating }},
	{"mean of 5 largest (Rate before)", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 5) }},
	{"largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 1) }},
	{"mean of 3 largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 3) }},
	{"mean of 10 largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 10) }},
	{"mean of 20 largest", func(s []Step) float64 { return topMean(sortedSizes(s, nil), 20) }},
	{"mean reason", func(s []Step) float64 { return topMean(sortedSizes(s, nil), len(s)) }},
	{"sum of reasons", func(s []Step) float64 { return topMean(sortedSizes(s, nil), len(s)) * float64(len(s)) }},
	{"90th percentile", func(s []Step) float64 { return percentile(s, 0.9) }},
	{"95th percentile", func(s []Step) float64 { return percentile(s, 0.95) }},
	{"steps >= 4", func(s []Step) float64 { return countAtLeast(s, 4) }},
	{"steps >= 6", func(s []Step) float64 { return countAtLeast(s, 6) }},
	{"steps >= 8", func(s []Step) float64 { return countAtLeast(s, 8) }},
	{"steps >= 10", func(s []Step) float64 { return countAtLeast(s, 10) }},
	{"case splits (> 12)", func(s []Step) float64 { return countAtLeast(s, DefaultSmall+1) }},
	{"share of steps >= 6", func(s []Step) float64 { return countAtLeast(s, 6) / float64(len(s)) }},
	{"steps not by propagation", func(s []Step) float64 {
		return float64(len(sortedSizes(s, searched)))
	}},
	{"share not by propagation", func(s []Step) float64 {
		return float64(len(sortedSizes(s, searched))) / float64(len(s))
	}},
	{"largest not by propagation", func(s []Step) float64 { return topMean(sortedSizes(s, searched), 1) }},
	{"mean of 5 largest not by propagation", func(s []Step) float64 { return topMean(sortedSizes(s, searched), 5) }},
	{"mean of 5 largest + log2(1 + steps >= 6)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + math.Log2(1+countAtLeast(s, 6))
	}},
	{"mean of 5 largest + log2(1 + steps not by propagation)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + math.Log2(1+float64(len(sortedSizes(s, searched))))
	}},
	{"mean of 5 largest, propagated steps at half size", func(s []Step) float64 {
		var x []float64
		for _, st := range s {
			v := float64(st.Size)
			if st.depth == 0 {
				v /= 2
			}
			x = append(x, v)
		}
		slices.SortFunc(x, func(a, b float64) int { return cmp.Compare(b, a) })
		return topMean(x, 5)
	}},
	{"steps at depth >= 2", func(s []Step) float64 { return float64(len(sortedSizes(s, deeper(2)))) }},
	{"steps at depth 3", func(s []Step) float64 { return float64(len(sortedSizes(s, deeper(3)))) }},
	{"share at depth >= 2", func(s []Step) float64 { return float64(len(sortedSizes(s, deeper(2)))) / float64(len(s)) }},
	{"mean depth", func(s []Step) float64 {
		t := 0
		for _, st := range s {
			t += st.depth
		}
		return float64(t) / float64(len(s))
	}},
	{"mean of 5 largest at depth >= 2", func(s []Step) float64 { return topMean(sortedSizes(s, deeper(2)), 5) }},
	{"mean of 5 largest + log2(1 + steps at depth >= 2)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + math.Log2(1+float64(len(sortedSizes(s, deeper(2)))))
	}},
	{"mean of 5 largest of size * (1 + depth) / 2", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size) * float64(1+st.depth) / 2 }), 5)
	}},
	{"mean of 5 largest of size + depth", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + st.depth) }), 5)
	}},
	{"mean of 5 largest of size + 2 depth", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + 2*st.depth) }), 5)
	}},
	{"mean of 10 largest of size + 2 depth", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + 2*st.depth) }), 10)
	}},
	{"mean of 5 largest of size, depth 0 at half", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size) * min(1, 0.5+float64(st.depth)/2) }), 5)
	}},
	{"mean of 5 largest + 2 log2(1 + steps not by propagation)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + 2*math.Log2(1+float64(len(sortedSizes(s, searched))))
	}},
	{"mean of 5 largest + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + 10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 5 largest * (1 + share not by propagation)", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) * (1 + float64(len(sortedSizes(s, searched)))/float64(len(s)))
	}},
	{"mean of 5 largest + 5 * mean depth", func(s []Step) float64 {
		t := 0
		for _, st := range s {
			t += st.depth
		}
		return topMean(sortedSizes(s, nil), 5) + 5*float64(t)/float64(len(s))
	}},
	{"mean of 5 largest + 5 * share not by propagation", func(s []Step) float64 { return plusShare(s, 5) }},
	{"mean of 5 largest + 20 * share not by propagation", func(s []Step) float64 { return plusShare(s, 20) }},
	{"mean of 5 largest of size + depth + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(weighted(s, func(st Step) float64 { return float64(st.Size + st.depth) }), 5) +
			10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 3 largest + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 3) + 10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 10 largest + 10 * share not by propagation", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 10) + 10*float64(len(sortedSizes(s, searched)))/float64(len(s))
	}},
	{"mean of 5 largest + 10 * share at depth >= 2", func(s []Step) float64 {
		return topMean(sortedSizes(s, nil), 5) + 10*float64(len(sortedSizes(s, deeper(2))))/float64(len(s))
	}},
}

// plusShare is the mean of the 5 largest reasons plus w times the share
// of steps unit propagation does not prove.
func plusShare(s []Step, w float64) float64 {
	return topMean(sortedSizes(s, nil), 5) + w*float64(len(sortedSizes(s, searched)))/float64(len(s))
}

// deeper keeps the steps at depth d or more.
func deeper(d int) func(Step) bool { return func(s Step) bool { return s.depth >= d } }

// weighted are w of the steps, largest first.
func weighted(steps []Step, w func(Step) float64) []float64 {
	var x []float64
	for _, st := range steps {
		x = append(x, w(st))
	}
	slices.SortFunc(x, func(a, b float64) int { return cmp.Compare(b, a) })
	return x
}

// TestTathamVariants reads the dump TestTathamRatings writes (the file
// LEARN_TATHAM_DUMP names) and prints, for every rating variant, its
// median per level and Spearman's rank correlation with the level in
// each genre. It runs only when that is set: a report, not a unit test.
func TestTathamVariants(t *testing.T) {
	name := os.Getenv("LEARN_TATHAM_DUMP")
	if name == "" {
		t.Skip("set LEARN_TATHAM_DUMP=FILE (written by TestTathamRatings)")
	}
	ds := readDump(t, name)
	for _, v := range variants {
		line := fmt.Sprintf("%-55s", v.name)
		mean := 0.0
		for _, g := range genres {
			var xs, ys []float64
			byLevel := map[int][]float64{}
			for _, d := range ds {
				if d.genre != g {
					continue
				}
				x := v.f(d.steps)
				xs = append(xs, x)
				ys = append(ys, float64(d.level))
				byLevel[d.level] = append(byLevel[d.level], x)
			}
			if len(xs) == 0 {
				continue
			}
			var meds []string
			for l := 0; len(byLevel[l]) > 0; l++ {
				meds = append(meds, strconv.FormatFloat(median(byLevel[l]), 'g', 3, 64))
			}
			rho := spearman(xs, ys)
			mean += rho / float64(len(genres))
			line += fmt.Sprintf(" | %s %.3f (%s)", g, rho, strings.Join(meds, " / "))
		}
		t.Logf("%s | mean %.3f", line, mean)
	}
}
