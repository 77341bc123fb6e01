package magichex

import (
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestTmpBig(t *testing.T) {
	text := os.Getenv("BIG")
	if text == "" {
		t.Skip()
	}
	limit, _ := strconv.Atoi(os.Getenv("LIMIT"))
	p := mustParse(t, text)
	s := time.Now()
	res, err := puzzles.Solve(p, limit)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(time.Since(s), res.Status, len(res.Answers), res.Complete, res.Stats, p.Summary(res))
	if len(res.Answers) > 0 {
		t.Log(res.Answers[0].Text())
	}
}
