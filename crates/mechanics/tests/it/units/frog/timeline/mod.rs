mod block;
