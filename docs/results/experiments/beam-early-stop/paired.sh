#!/bin/bash
# Paired decoding benchmark: 3 alternating runs of the code before (a worktree at HEAD_TREE) and
# after (REPO), pinned to core 0; writes OUT/TAG_{head,new}_{1,2,3}.json.
# usage: REPO=... HEAD_TREE=... OUT=... paired.sh TAG [seq2seq-bench decode options]
tag=$1; shift
for i in 1 2 3; do
 for side in head new; do
  if [ $side = head ]; then d=$HEAD_TREE; else d=$REPO; fi
  (cd $d && taskset -c 0 $REPO/.venv/bin/python -c "import sys; from seq2seq.commands.bench import bench_main; sys.argv=['seq2seq-bench']+sys.argv[1:]; sys.exit(bench_main())" decode --run-dir $REPO/runs/es-bench-seed1234 -i $REPO/data/tatoeba-spa-eng/test.es -r $REPO/data/tatoeba-spa-eng/test.en "$@" --json $OUT/${tag}_${side}_$i.json > $OUT/${tag}_${side}_$i.log 2>&1)
  python3 -c "
import json; d=json.load(open('$OUT/${tag}_${side}_$i.json'))['ours']; b=d['beam']
print('$side', round(b['sentences_per_second'],1), b.get('bleu'))"
 done
done
