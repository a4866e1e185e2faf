import { Login, renderFloor } from './floor';

renderFloor(<Login />);
