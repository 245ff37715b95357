"""Training: the loop, its losses, distribution strategies and checkpoint averaging.

trainer.py       Trainer (composes the parts below) and train(config, run_dir), the entry point
setup.py         resume-config check, corpora + vocabularies + training set, model + optimizer
data.py          the corpora of a run and its training set (in memory or streamed shards)
train_step.py    one optimisation step as a tf.function (one device or a strategy)
optimizer.py     FusedAdam and the run's optimizer (clipping, loss scaling)
schedules.py     learning-rate schedules (constant, inverse_sqrt, plateau, final_decay; warm-up)
loop.py          the epoch loop: steps, logging, evaluation / save / stop cadence
coordination.py  stopping together: signals, the cluster's shared decisions, leaving it
cluster.py       this process's role in a cluster (TF_CONFIG), no TensorFlow
final_model.py   the final model chosen on dev BLEU, test scores, results.json
results.py       software versions, peak memory, the dev curve, record_results
losses.py        masked cross-entropy with label smoothing
distribute.py    tf.distribute strategies from the config
averaging.py     checkpoint averaging
ema.py           an exponential moving average of the weights
local_cluster.py ``--local-workers N``: a multi-worker cluster on this machine
run_lock.py      one writer per run directory (a lock on the folder itself)
summaries.py     TensorBoard's sample translations and attention heatmaps of a dev evaluation
display.py       the live progress bars on a terminal
"""
