"""Training: the loop, its losses, distribution strategies and checkpoint averaging.

trainer.py     Trainer: the loop, evaluation cadence, checkpoints, resume, the final model
losses.py      masked cross-entropy with label smoothing
distribute.py  tf.distribute strategies from the config
averaging.py   checkpoint averaging
"""
