import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Login, renderFloor } from './floor';

renderFloor(<RouterProvider router={createBrowserRouter([{ path: '*', element: <Login /> }])} />);
