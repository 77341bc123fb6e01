package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// cmdDeduce: puzzlesat deduce [-type T] [-json] FILE — what every solution shares.
func cmdDeduce(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("deduce", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object")
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		return fail(stdout, stderr, *asJSON, *typ, err, exitInvalid)
	}
	d, err := puzzles.Deduce(inst, nil)
	if err != nil {
		return fail(stdout, stderr, *asJSON, inst.TypeName(), err, codeOf(err))
	}
	code := exitOK
	if d.Status == puzzles.Unsat {
		code = exitUnsat
	}
	if *asJSON {
		return writeJSON(stdout, stderr, map[string]any{
			"type": inst.TypeName(), "status": d.Status, "reason": d.Reason, "forced": d.Forced,
			"total": d.Total, "answer": d.Partial, "stats": d.Stats,
		}, code)
	}
	if d.Status == puzzles.Unsat {
		fmt.Fprintln(stdout, "no solution", d.Reason)
		return code
	}
	fmt.Fprintf(stdout, "forced in every solution: %d of %d answer variables (%d solves, %.1f ms)\n", d.Forced, d.Total, d.Stats.Solves, d.Stats.Millis)
	if d.Partial != nil {
		fmt.Fprint(stdout, d.Partial.Text())
	}
	return code
}

// cmdExplain: puzzlesat explain [-type T] [-json] FILE — why there is no solution.
func cmdExplain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("explain", stderr)
	asJSON := fs.Bool("json", false, "print one JSON object")
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		return fail(stdout, stderr, *asJSON, *typ, err, exitInvalid)
	}
	e, err := puzzles.Explain(inst, nil)
	if err != nil {
		return fail(stdout, stderr, *asJSON, inst.TypeName(), err, codeOf(err))
	}
	if *asJSON {
		return writeJSON(stdout, stderr, map[string]any{
			"type": inst.TypeName(), "status": e.Status, "reason": e.Reason, "detail": e.Detail, "conflict": e.Conflict, "stats": e.Stats,
		}, exitOK)
	}
	if e.Status == puzzles.Solved {
		fmt.Fprintln(stdout, "the puzzle has a solution: nothing to explain")
		return exitOK
	}
	fmt.Fprintln(stdout, "no solution:", e.Reason)
	if e.Detail != "" {
		fmt.Fprintln(stdout, "found before search:", e.Detail)
	}
	for _, c := range e.Conflict {
		fmt.Fprintf(stdout, "  %s at row %d, column %d\n", c.Value, c.Cell[0]+1, c.Cell[1]+1)
	}
	return exitOK
}

// cmdEncode: puzzlesat encode -format dimacs|opb|smt2 [-type T] FILE
func cmdEncode(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, typ := newFlags("encode", stderr)
	format := fs.String("format", "dimacs", "dimacs, opb or smt2")
	inst, err := load(fs, typ, args, stdin)
	if err != nil {
		return fail(stdout, stderr, false, *typ, err, exitInvalid)
	}
	m, err := puzzles.Encoding(inst)
	if err != nil {
		return fail(stdout, stderr, false, inst.TypeName(), err, exitInvalid)
	}
	switch *format {
	case "dimacs":
		err = m.WriteDIMACS(stdout)
	case "opb":
		err = m.WriteOPB(stdout)
	case "smt2":
		err = m.WriteSMT2(stdout)
	default:
		err = fmt.Errorf("-format %q: use dimacs, opb or smt2", *format)
	}
	if err != nil {
		return fail(stdout, stderr, false, inst.TypeName(), err, exitInvalid)
	}
	return exitOK
}

// codeOf is the exit code for a failed command: 3 for an internal error.
func codeOf(err error) int {
	if puzzles.IsInternal(err) {
		return exitInternal
	}
	return exitInvalid
}

func fail(stdout, stderr io.Writer, asJSON bool, typ string, err error, code int) int {
	if asJSON {
		return writeJSON(stdout, stderr, map[string]any{"type": typ, "status": puzzles.Invalid, "error": err.Error()}, code)
	}
	fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
	return code
}

func writeJSON(stdout, stderr io.Writer, v any, code int) int {
	enc := json.NewEncoder(stdout)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		fmt.Fprintf(stderr, "puzzlesat: %v\n", err)
		return exitInternal
	}
	return code
}
